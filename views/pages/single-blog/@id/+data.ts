import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '#src/shared/i18n/locales'

export async function data(pageContext: PageContextServer) {
  const post = await pageContext.services.blogPost(pageContext.routeParams.id ?? '')
  if (!post) {
    // The same reason as postNotFound (src/shared/schemas/blog.ts), in the page's language.
    const { title, text, link } = pageContext.messages.blog.notFound
    throw render(404, { title, text, link: { href: localizePath('/blog', pageContext.locale), label: link } })
  }
  return { post }
}

export type Data = Awaited<ReturnType<typeof data>>
