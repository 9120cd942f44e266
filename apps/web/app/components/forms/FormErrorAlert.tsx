import { Alert } from '@mantine/core';

/** A form-wide error (one the server did not tie to a field), read out by screen readers. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
