import { useData } from 'vike-react/useData'
import type { Data } from './+data'

export function Page() {
  const { service } = useData<Data>()
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{service ? service.title : 'Service Not Found'}</h1>
        <p>{service ? service.description : 'The selected service does not exist.'}</p>
      </div>
    </section>
  )
}
