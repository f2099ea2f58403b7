import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '#src/app/app.server'
import type { BlogSummary } from '#src/shared/blog-types'
import type { PageServices } from '#src/shared/page-services'
import { startSite, type TestSite } from '../setup/site'

// The teaser reads pageContext.services.latestPosts(2). These stories swap that one read, to show
// what the visitor sees when the blog answers with posts and when it cannot be read.
let site: TestSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site?.close()
})

const appWith = (latestPosts: PageServices['latestPosts']) => createApp({ ...site.deps, services: { ...site.deps.services, latestPosts } })

const post = (id: string, title: string, content: string): BlogSummary => ({
  id,
  title,
  content,
  category: 'Home Loans',
  tag: 'home',
  image: '/images/blog-default.webp',
  language: 'en',
  createdAt: '2025-03-14T06:30:00.000Z',
})

describe('home page blog teaser', () => {
  test('the two newest posts are server-rendered with title, excerpt, date and a link to each', async () => {
    let asked = 0
    const long = 'Your CIBIL score decides the rate. '.repeat(10)
    const app = appWith(async (limit) => {
      asked = limit
      return [
        post('p-2', 'How to improve your CIBIL score before applying for a home loan', long),
        post('p-1', 'Fixed or floating rate?', 'Short answer.'),
      ]
    })
    const res = await request(app).get('/')
    expect(res.status).toBe(200)
    expect(asked).toBe(2)
    expect(res.text).toContain('href="/single-blog/p-2"')
    expect(res.text).toContain('href="/single-blog/p-1"')
    // Title cut at 45 characters and the excerpt at 190, each with an ellipsis.
    expect(res.text).toContain('How to improve your CIBIL score before applyi...')
    expect(res.text).toContain(`${long.slice(0, 190)}...`)
    expect(res.text).toContain('14 March 2025')
    expect(res.text).toContain('href="/blog"')
    expect(res.text).not.toContain('No blog posts yet')
    expect(res.text).not.toContain('Loading Blogs')
  })

  test('when the posts cannot be read the teaser says Loading Blogs and the page still renders', async () => {
    const app = appWith(async () => {
      throw new Error('database unavailable')
    })
    const res = await request(app).get('/')
    expect(res.status).toBe(200)
    expect(res.text).toContain('Loading Blogs')
    expect(res.text).toContain('Easy, Fast &amp; Hassle-Free Loans – Just for You!')
  })

  test('on the Hindi home page the teaser is in Hindi: its words, the month in Hindi, and links to the Hindi posts', async () => {
    const app = appWith(async () => [post('p-1', 'Fixed or floating rate?', 'Short answer.')])
    const res = await request(app).get('/hi')
    expect(res.status).toBe(200)
    expect(res.text).toContain('लोन से जुड़े नए सुझाव और जानकारी')
    expect(res.text).toContain('14 मार्च 2025')
    expect(res.text).toContain('href="/hi/single-blog/p-1"')
    expect(res.text).toContain('href="/hi/blog"')
  })
})
