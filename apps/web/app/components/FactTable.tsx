import type { CSSProperties, ReactNode } from 'react';
import classes from './FactTable.module.css';

export type Fact = [label: string, value: ReactNode];

/**
 * Label/value rows of a detail page (price, MOQ, incoterm...). A plain table: Mantine's Table brings
 * its scroll container and floating-ui along, which public pages do not need for a few rows.
 * Rows with an empty value are left out.
 */
export function FactTable({ facts, maw, labelWidth = '40%', spacing = 4, mb }: { facts: Fact[]; maw?: number; labelWidth?: string; spacing?: number; mb?: string }) {
  const style = { maxWidth: maw, marginBottom: mb ? `var(--mantine-spacing-${mb})` : undefined, '--label-width': labelWidth, '--cell-padding': `${spacing}px` } as CSSProperties;
  return (
    <table className={classes.table} style={style}>
      <tbody>
        {facts
          .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false)
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
