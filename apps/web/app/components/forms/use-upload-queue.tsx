import { useState } from 'react';
import { Progress, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { CallResult } from '@tradelink/shared/api/calls';
import { ApiError, uploadWithProgress } from '~/lib/api-client.ts';

type UploadCall = 'attachment.upload' | 'media.upload_image';

interface Upload {
  id: number;
  name: string;
  progress: number;
}

let uploadSeq = 0;

/**
 * Uploads files one at a time with their progress, for the attachment and product photo fields.
 * The field checks each file first (count, type, size) and says what is wrong with `setProblem`;
 * a refused upload shows the server's reason under the field.
 */
export function useUploadQueue<C extends UploadCall>(call: C) {
  const { t: te } = useTranslation('errors');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  /** The stored file, or null when the upload failed (the problem is shown). */
  const upload = async (file: File): Promise<CallResult<C> | null> => {
    const id = ++uploadSeq;
    setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
    try {
      return await uploadWithProgress(call, file, (progress) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, progress } : x))));
    } catch (e) {
      const message = e instanceof ApiError ? (e.messages[0] ?? te(`codes.${e.code}`, { defaultValue: te('generic') })) : te('generic');
      setProblem(`${file.name}: ${message}`);
      return null;
    } finally {
      setUploads((u) => u.filter((x) => x.id !== id));
    }
  };

  return { uploads, problem, setProblem, upload };
}

/** The uploads under way, each with its progress bar, then the field's problem or error. */
export function UploadStatus({ uploads, uploadingLabel, message }: { uploads: Upload[]; uploadingLabel: (name: string) => string; message?: string | null }) {
  return (
    <>
      {uploads.map((u) => (
        <div key={u.id}>
          <Text size="xs">{uploadingLabel(u.name)}</Text>
          <Progress value={Math.round(u.progress * 100)} size="sm" aria-label={uploadingLabel(u.name)} />
        </div>
      ))}
      {message && (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      )}
    </>
  );
}
