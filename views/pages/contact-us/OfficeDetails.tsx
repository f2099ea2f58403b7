import { fill } from '#src/shared/i18n/fill'
import { telHref } from '#src/shared/content/site'
import { Icon } from '#views/components/Icon'
import { useHours, useSite } from '#views/hooks/use-site'
import { useMessages } from '#views/i18n/use-i18n'

export function OfficeDetails() {
  const site = useSite()
  const hours = useHours()
  const t = useMessages().contact.office
  return (
    <section className="card office-card" aria-labelledby="office-heading">
      <h2 id="office-heading">{t.heading}</h2>
      <address>
        <ul className="office-list">
          <li>
            <span className="office-icon">
              <Icon name="pin" />
            </span>
            <span>
              <strong>{t.address}</strong>
              {site.address}
            </span>
          </li>
          <li>
            <span className="office-icon">
              <Icon name="mail" />
            </span>
            <span>
              <strong>{t.email}</strong>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </li>
          <li>
            <span className="office-icon">
              <Icon name="phone" />
            </span>
            <span>
              <strong>{t.phone}</strong>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </span>
          </li>
          <li>
            <span className="office-icon">
              <Icon name="clock" />
            </span>
            <span>
              <strong>{t.hours}</strong>
              {hours}
            </span>
          </li>
        </ul>
      </address>
    </section>
  )
}

export function OfficeMap() {
  const site = useSite()
  const t = useMessages().contact.office
  return (
    <section className="card map-card" aria-labelledby="map-heading">
      <div className="map-head">
        <div>
          <h2 id="map-heading">{t.mapHeading}</h2>
          <p>{site.address}</p>
        </div>
        <a className="btn btn-outline" href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="pin" size={18} />
          {t.viewMap}
          <span className="visually-hidden">{t.opensInNewTab}</span>
        </a>
      </div>
      <div className="map-frame">
        <p className="map-fallback" aria-hidden="true">
          <Icon name="pin" />
          {t.mapFallback}
          <small>{t.mapFallbackHint}</small>
        </p>
        {/* The CSP's frame-src admits exactly this map's origin (src/app/app.server.ts). */}
        <iframe
          src={site.mapEmbedUrl}
          title={fill(t.mapTitle, { brand: site.brandName })}
          loading="lazy"
          width="1200"
          height="420"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      </div>
    </section>
  )
}
