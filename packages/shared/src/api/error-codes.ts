/**
 * Machine codes of the error envelope. The server sends them with a message in the caller's
 * language; the web client maps them to the same translated text (locales/<lang>/errors.json).
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  WEAK_PASSWORD: 400,
  COMMON_PASSWORD: 400,
  KEY_INVALID: 400,
  KEY_USED: 400,
  KEY_EXPIRED: 400,
  FILE_REQUIRED: 400,
  IMAGE_INVALID: 400,
  IMAGE_TOO_LARGE: 400,
  UNAUTHORIZED: 401,
  BAD_SIGNATURE: 401,
  INVALID_CREDENTIALS: 401,
  GOOGLE_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_ACTIVE: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALREADY_ACTIVE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  GUEST_LIMIT: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
