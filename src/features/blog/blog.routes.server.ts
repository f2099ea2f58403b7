import { Router, type Request, type RequestHandler, type Response } from 'express'
import type { FeatureContext } from '#src/server/context'
import { setFlash } from '#src/server/flash.server'
import { formRoute, parseInput, type FormPage } from '#src/server/forms.server'
import { DomainError, HttpError } from '#src/server/http-error.server'
import { requestLocale } from '#src/server/locale.server'
import { requireCsrfToken } from '#src/server/middleware/csrf.server'
import { wantsJson } from '#src/server/middleware/errors.server'
import { csrfAfterBody, requireAdminApi, requireAdminPage } from '#src/server/middleware/require-admin.server'
import { listPosts } from '#src/server/tables/blog-posts.server'
import type { FieldErrors } from '#src/shared/forms'
import { blogFieldsSchema, blogMessages } from '#src/shared/schemas/blog'
import { isImageFile } from './blog-images.server'
import { blogUpload, uploadsOf } from './blog-upload.server'
import { rssXml } from './blog-rss.server'
import { createPost, deletePost, getPost, postsIn, toApiItem, updatePost } from './blog.service.server'
import { createImageStore } from './image-store.server'

const API = '/api/v1/admin'

/** Runs a middleware inside a handler: resolves when it passes the request on, rejects with its error. */
function through(middleware: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: unknown) => (err ? reject(err) : resolve())
    void Promise.resolve(middleware(req, res, done)).catch(reject)
  })
}

/**
 * The blog's routes, all of them: the admin's forms (create, edit, delete; they work without
 * JavaScript), the JSON API under /api/v1/admin/ (docs/product.md §18 JSON API), the RSS feeds and
 * /uploads. Each change has one handler (docs/decisions/127, 182), mounted on the form's route and,
 * where the API has one, on its API path; it answers a form with 303 (or the page again with 422 and
 * the typed values) and JSON with 201/200 (or 400 {message, errors}). Only who may call differs by
 * path: the admin pages take the session and the form's CSRF token; the API takes a bearer token, or
 * the session with the CSRF token (docs/decisions/050).
 */
export function blogRoutes(ctx: FeatureContext): Router {
  const { db, env, secrets, site } = ctx.deps
  const store = createImageStore(env, db)
  const router = Router()
  const adminPage = requireAdminPage()
  const csrf = requireCsrfToken()

  // Images from the store, whichever it is (docs/decisions/082-image-store.md). A generated name never
  // changes content, so it is cached for a year; the ETag is a hash of the bytes, the same in every
  // process, and res.send answers 304 to a matching If-None-Match, and HEAD without a body.
  router.get('/uploads/:file', async (req, res, next) => {
    const file = String(req.params.file)
    const found = isImageFile(file) ? await store.get(file) : null
    if (!found) return next(new HttpError(404, 'Image not found.'))
    res.set({
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: found.etag,
    })
    res.send(found.data)
  })

  // /blog/rss.xml and /hi/blog/rss.xml: each feed holds the posts of its language (docs/decisions/175).
  router.get('/blog/rss.xml', async (req, res) => {
    const origin = env.siteOrigin
    const locale = requestLocale(req)
    res.type('application/rss+xml; charset=utf-8').set('Cache-Control', 'public, max-age=300')
    res.send(rssXml(origin, site.brandName, await postsIn(db, locale, 20), locale))
  })

  // Reads are public, as the public blog pages read them; lists and items come in `message`.
  router.get(`${API}/get-blogs`, async (_req, res) => {
    res.json({ message: (await listPosts(db)).map(toApiItem) })
  })

  router.get(`${API}/get-single-blog/:id`, async (req, res) => {
    const row = await getPost(db, String(req.params.id))
    if (!row) throw new HttpError(404, blogMessages.notFound)
    res.json({ message: toApiItem(row) })
  })

  /** The admin who asked: from the API's check (token or session), or from the page's session. */
  const adminOf = (req: Request, res: Response) => String(res.locals.adminEmail ?? req.session.admin!.email)
  const flash = (res: Response, message: string) => setFlash(res, secrets.sessionSecret, { message })

  /**
   * The post's text fields, parsed here; the services take them typed (docs/decisions/185). A refusal
   * the route found itself (a create without its main image) comes in the same answer.
   */
  const fieldsOf = (req: Request, more: FieldErrors = {}) => parseInput(blogFieldsSchema, req.body ?? {}, blogMessages.missing, more)

  async function create(req: Request, res: Response) {
    const uploads = uploadsOf(req.files)
    const fields = fieldsOf(req, uploads.image ? {} : { image: blogMessages.missing })
    const id = await createPost(db, store, adminOf(req, res), fields, { ...uploads, image: uploads.image! })
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    // The page's script shows the success in place and stays, so only the form's 303 carries a flash.
    if (wantsJson(req)) return res.status(201).json({ message: toApiItem((await getPost(db, String(id)))!) })
    flash(res, blogMessages.submitted)
    res.redirect(303, '/admin-dashboard/createblog')
  }

  async function update(req: Request, res: Response) {
    const id = String(req.params.id)
    const remove = { image1: req.body?.removeImage1 === 'on', image2: req.body?.removeImage2 === 'on' }
    // An unknown post is 404 whatever its fields say, as before the route parsed them (the service checks too).
    if (!(await getPost(db, id))) throw new DomainError('not-found', blogMessages.notFound)
    await updatePost(db, store, adminOf(req, res), id, fieldsOf(req), uploadsOf(req.files), remove)
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    // The list shows the flash, where a browser lands next: after the 303, or after our own page's call.
    const json = wantsJson(req)
    if (!json || req.get('sec-fetch-site') === 'same-origin') flash(res, blogMessages.updated)
    if (json) return res.json({ message: toApiItem((await getPost(db, id))!) })
    res.redirect(303, '/admin-dashboard/blogs')
  }

  // The id may come in the path, as ?id= or in a JSON body (docs/product.md §18 JSON API).
  async function remove(req: Request, res: Response) {
    const raw = req.params.id ?? req.query.id ?? (req.body as { id?: unknown } | undefined)?.id
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
    if (!id) throw new HttpError(400, 'Send the id of the blog to delete.')
    await deletePost(db, store, adminOf(req, res), id)
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    if (wantsJson(req)) return res.json({ message: blogMessages.deleted })
    flash(res, blogMessages.deleted)
    res.redirect(303, '/admin-dashboard/blogs')
  }

  /**
   * Create and edit, on every path: bad fields (DomainError 'invalid') and a refused upload (a 4xx
   * HttpError of the image field: too large, not an image, unreadable) are answered by the one answer:
   * JSON gets 400 (or the upload's status) with {message, errors}; a form gets its page again with
   * 422 (or the upload's status), the typed values and each message under its field. Anything else
   * (CSRF, sign-in, a 5xx) is answered as any error is. The body is read, and the CSRF token checked,
   * inside the form's handler, so that an upload's refusal is the form's.
   */
  const blogForm = (form: string): FormPage => ({ form, message: blogMessages.missing, also: { upload: blogMessages.failed } })
  const withBody =
    (csrfCheck: RequestHandler, handler: (req: Request, res: Response) => Promise<unknown>) => async (req: Request, res: Response) => {
      await through(blogUpload(), req, res)
      await through(csrfCheck, req, res)
      await handler(req, res)
    }

  // Multipart bodies: the CSRF token is checked once multer has read the body.
  router.post('/admin-dashboard/createblog', adminPage, formRoute(ctx, blogForm('blog-create'), withBody(csrf, create)))
  router.post(
    `${API}/create-blog`,
    requireAdminApi(db, { csrfAfterBody: true }),
    formRoute(ctx, blogForm('blog-create'), withBody(csrfAfterBody(), create)),
  )

  router.post('/admin-dashboard/blogs/:id/edit', adminPage, formRoute(ctx, blogForm('blog-edit'), withBody(csrf, update)))

  router.post('/admin-dashboard/blogs/:id/delete', adminPage, csrf, remove)
  router.delete([`${API}/delete-single-blog`, `${API}/delete-single-blog/:id`], requireAdminApi(db), remove)

  return router
}
