export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Admin Login</h1>
      </div>
    </section>
  )
}
