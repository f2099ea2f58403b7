import './track.css'
import { useData } from 'vike-react/useData'
import { IsThisUsNote } from '#views/components/IsThisUsNote'
import { useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'
import { TrackForm } from './TrackForm'
import { TrackResult } from './TrackResult'

// HTML only: the look-up and every request are plain POSTs answered with this page (docs/decisions/100).
export function Page() {
  const { view, token, lost } = useData<Data>()
  const t = useMessages().track
  return (
    <>
      <section className="page-hero track-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.title}</h1>
          <p className="hero-lead">{t.lead}</p>
        </div>
      </section>
      <div className="container track-layout">
        {view && token ? <TrackResult view={view} token={token} /> : <TrackForm lost={lost} />}
        <IsThisUsNote />
      </div>
    </>
  )
}
