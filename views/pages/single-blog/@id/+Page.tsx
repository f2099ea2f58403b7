export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Blog Title</h1>
      </div>
    </section>
  )
}
