import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { FILE_KIND_LABEL, fileSize } from './file-facts.ts';
import css from './AttachmentLinks.module.css';

interface Props {
  files: Attachment[];
  lang: string;
  /** The accessible name of each link, e.g. "Download drawing.pdf". */
  downloadLabel: (name: string) => string;
}

/**
 * Files as download links with their type and size, in plain markup: the light public pages (the
 * request page) cannot take Mantine (decision 012); AttachmentList is the dashboards' version.
 */
export function AttachmentLinks({ files, lang, downloadLabel }: Props) {
  if (files.length === 0) return null;
  return (
    <ul className={css.list}>
      {files.map((file) => (
        <li key={file.id} className={css.item}>
          <span className={css.kind} aria-hidden="true">
            {FILE_KIND_LABEL[file.kind]}
          </span>
          <a href={file.url} download className={css.name} aria-label={downloadLabel(file.name)}>
            {file.name}
          </a>
          <span className={css.size}>{fileSize(file.bytes, lang)}</span>
        </li>
      ))}
    </ul>
  );
}
