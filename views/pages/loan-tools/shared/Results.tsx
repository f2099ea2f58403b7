import type { ReactNode } from 'react'
import { Icon } from '#views/components/Icon'
import { useMessages } from '#views/i18n/use-i18n'
import { link, out, shown, type ToolView } from './view'

interface CardProps {
  view: ToolView
  title?: string
  children: ReactNode
  /** Extra links under the figures (e.g. the Key Facts Statement). */
  actions?: ReactNode
  note?: ReactNode
}

/**
 * The figures, in a polite live region (they change as the visitor types), then Apply Now, which
 * carries the amount and the loan type (docs/decisions/014), and a note on what the figures are.
 */
export function ResultsCard({ view, title, children, actions, note }: CardProps) {
  const w = useMessages().tools.shared
  return (
    <section className="tool-results card" aria-labelledby="tool-results-title">
      <h2 id="tool-results-title" className="tool-results-title">
        {title ?? w.yourResults}
      </h2>
      <div className="tool-figures" aria-live="polite">
        {children}
      </div>
      {actions}
      {/* Hidden when the tool refuses its inputs (view.show.apply false): there is nothing to apply for. */}
      <a
        className="btn btn-accent tool-apply"
        {...link(view, 'apply')}
        data-show="apply"
        hidden={view.show.apply === false}
        data-testid="lt-apply"
      >
        {w.applyNow} <Icon name="arrow" size={18} />
      </a>
      <p className="tool-note">{note ?? w.note}</p>
    </section>
  )
}

/** The one figure that answers the question, large. */
export function MainFigure({ view, k, label, sub }: { view: ToolView; k: string; label: string; sub?: string }) {
  return (
    <p className="tool-main">
      <span className="tool-main-label">{label}</span>
      <span className="tool-main-value" data-testid={`lt-${k}`} {...out(view, k)} />
      {sub && <span className="tool-main-sub" data-testid={`lt-${sub}`} {...out(view, sub)} />}
    </p>
  )
}

/** The figures to list: each key's label, in order, and the keys of the totals or bottom lines, set in bold. */
export interface FigureRows {
  rows: Record<string, string>
  strong?: readonly string[]
}

/** Label–value pairs; each value follows view.text[k]. */
export function FigureList({ view, rows, strong = [] }: FigureRows & { view: ToolView }) {
  return (
    <dl className="figure-list">
      {Object.entries(rows).map(([k, label]) => (
        <div key={k} className={strong.includes(k) ? 'figure-total' : undefined}>
          <dt>{label}</dt>
          <dd data-testid={`lt-${k}`} {...out(view, k)} />
        </div>
      ))}
    </dl>
  )
}

/** The sentence that reads the figures out in words. */
export function Sentence({ view, k }: { view: ToolView; k: string }) {
  return <p className="tool-sentence" data-testid={`lt-${k}`} {...out(view, k)} />
}

/** A line of help that the view shows only when it has something to say. */
export function ShownHelp({ view, k }: { view: ToolView; k: string }) {
  return (
    <p className="tool-help" data-testid={`lt-${k}`} {...shown(view, k)}>
      <span {...out(view, k)} />
    </p>
  )
}

/** The usual results: the main figure, the sentence that reads it, the list of figures, then anything else. */
export function FiguresCard({
  main,
  sentence,
  rows,
  strong,
  children,
  ...card
}: Omit<CardProps, 'children'> & FigureRows & { main: { k: string; label: string }; sentence: string; children?: ReactNode }) {
  return (
    <ResultsCard {...card}>
      <MainFigure view={card.view} {...main} />
      <Sentence view={card.view} k={sentence} />
      <FigureList view={card.view} rows={rows} strong={strong} />
      {children}
    </ResultsCard>
  )
}
