import type { ReactNode } from 'react'
import { formatIndian } from '#src/shared/format/inr'

interface RowProps {
  /** 'P1', 'P2' or 'B': marks an item of RBI's numbering, as data-item="P1-7". */
  part?: string
  n: string
  item: string
  value: ReactNode
  testId?: string
  strong?: boolean
}

export function Row({ part, n, item, value, testId, strong }: RowProps) {
  return (
    <tr className={strong ? 'kfs-strong' : undefined} data-item={part ? `${part}-${n}` : undefined}>
      <td className="kfs-n">{n}</td>
      <th scope="row">{item}</th>
      <td data-testid={testId}>{value}</td>
    </tr>
  )
}

export function FeeRow({
  n,
  item,
  a,
  aNote,
  b,
  bNote,
}: {
  n: string
  item: string
  a?: number
  aNote?: string
  b?: number
  bNote?: string
}) {
  return (
    <tr>
      <td className="kfs-n">{n}</td>
      <th scope="row">{item}</th>
      <td>{a === undefined ? '—' : aNote}</td>
      <td>{a === undefined ? '—' : formatIndian(a)}</td>
      <td>{b === undefined ? '—' : bNote}</td>
      <td>{b === undefined ? '—' : formatIndian(b)}</td>
    </tr>
  )
}
