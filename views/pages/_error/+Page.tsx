import { usePageContext } from 'vike-react/usePageContext'

export function Page() {
  const { is404 } = usePageContext()
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{is404 ? 'Page not found' : 'Something went wrong'}</h1>
        <p>{is404 ? 'The page you asked for does not exist. It may have moved.' : 'Something went wrong. Please try again later.'}</p>
        <p>
          <a className="btn btn-accent" href="/">
            Go to the home page
          </a>
        </p>
      </div>
    </section>
  )
}
