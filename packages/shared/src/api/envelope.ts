import { z } from 'zod';

/** `{"message": {"data": <payload>}}` — every successful call. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.object({ data }) });
}

/** List calls add total, page and page_size beside data. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    message: z.object({
      data: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  });
}

export const errorBody = z.object({
  messages: z.array(z.string()),
  code: z.string(),
  /** For validation errors: the request field at fault. */
  field: z.string().optional(),
  /** With `field`: the message alone, without the field's label, to show under that field. */
  field_message: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export interface ListPayload<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
}
