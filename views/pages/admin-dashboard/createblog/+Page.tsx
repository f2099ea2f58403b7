export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Create A New Blog</h1>
      </div>
    </section>
  )
}
