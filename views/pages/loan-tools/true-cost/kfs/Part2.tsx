import { fill } from '#src/shared/i18n/fill'
import { useSite } from '#views/hooks/use-site'
import { daysText } from '#views/pages/offers/words'
import { Row } from './rows'
import { useKfs } from './use-kfs'

/** Annex A, Part 2: other qualitative information, items 1–6. */
export function Part2() {
  const site = useSite()
  const { k, offer, offers, locale } = useKfs()
  const p2 = k.p2
  return (
    <section className="kfs-part" aria-labelledby="kfs-part2">
      <h2 id="kfs-part2">{k.part2}</h2>
      <table className="kfs-table">
        <caption className="visually-hidden">{k.part2Items}</caption>
        <tbody>
          <Row part="P2" n="1" item={p2.i1} value={fill(p2.v1, { clause: k.lenderClause })} />
          <Row part="P2" n="2" item={p2.i2} value={fill(p2.v2, { clause: k.lenderClause })} />
          <Row
            part="P2"
            n="3"
            item={p2.i3}
            value={
              <>
                {p2.v3}
                {site.grievanceOfficer.name}, <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>,{' '}
                {site.grievanceOfficer.phone}
              </>
            }
          />
          <Row part="P2" n="4" item={p2.i4} value={p2.v4} />
          <Row part="P2" n="5" item={p2.i5} value={p2.v5} />
          <Row part="P2" n="6" item={p2.i6} value="" />
          <Row
            n="(i)"
            item={p2.i6a}
            value={offer ? fill(offers.kfsPage.coolingOff, { days: daysText(offers, locale, offer.offer.coolingOffDays) }) : p2.v6a}
            testId="kfs-cooling-off"
          />
          <Row n="(ii)" item={p2.i6b} value={p2.v6b} />
        </tbody>
      </table>
    </section>
  )
}
