import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '../../server/context'
import { setFlash } from '../../server/flash.server'
import { formValues } from '../../server/forms.server'
import { HttpError } from '../../server/http-error.server'
import { requestLocale } from '../../server/locale.server'
import { requireCsrfToken } from '../../server/middleware/csrf.server'
import { requireAdminPage } from '../../server/middleware/require-admin.server'
import { blogMessages } from '../../shared/schemas/blog'
import { isImageFile } from './blog-images.server'
import { blogUpload, uploadsOf } from './blog-upload.server'
import { rssXml } from './blog-rss.server'
import { BlogInvalid, createPost, deletePost, postsIn, updatePost } from './blog.service.server'
import { createImageStore } from './image-store.server'

/** The admin's blog forms (create, edit, delete; they work without JavaScript), the RSS feed and /uploads. */
export function blogRoutes(ctx: FeatureContext): Router {
  const { db, env, secrets, site } = ctx.deps
  const store = createImageStore(env, db)
  const router = Router()
  const admin = requireAdminPage()
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

  /** A failed form re-renders the same page with the message, the typed values and the field's error. */
  const formFailure = (form: string) => (err: unknown, req: Request, res: Response, next: NextFunction) => {
    const invalid = err instanceof BlogInvalid
    if (!invalid && (!(err instanceof HttpError) || err.status >= 500 || err.code === 'CSRF')) return next(err)
    const field = (err as { field?: string }).field ?? 'image'
    const formState = {
      form,
      values: formValues(req.body),
      errors: invalid ? err.errors : { [field]: err.message },
      message: invalid ? blogMessages.missing : blogMessages.failed,
      status: 'error' as const,
    }
    ctx.render(req, res, next, { status: invalid ? 422 : err.status, formState }).catch(next) // an error handler's promise is not awaited by Express
  }

  router.post(
    '/admin-dashboard/createblog',
    admin,
    blogUpload(),
    csrf,
    async (req: Request, res: Response) => {
      await createPost(db, store, req.session.admin!.email, req.body, uploadsOf(req.files))
      await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
      setFlash(res, secrets.sessionSecret, { message: blogMessages.submitted })
      res.redirect(303, '/admin-dashboard/createblog')
    },
    formFailure('blog-create'),
  )

  router.post(
    '/admin-dashboard/blogs/:id/edit',
    admin,
    blogUpload(),
    csrf,
    async (req: Request, res: Response) => {
      const remove = { image1: req.body?.removeImage1 === 'on', image2: req.body?.removeImage2 === 'on' }
      await updatePost(db, store, req.session.admin!.email, String(req.params.id), req.body, uploadsOf(req.files), remove)
      await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
      setFlash(res, secrets.sessionSecret, { message: blogMessages.updated })
      res.redirect(303, '/admin-dashboard/blogs')
    },
    formFailure('blog-edit'),
  )

  router.post('/admin-dashboard/blogs/:id/delete', admin, csrf, async (req: Request, res: Response) => {
    await deletePost(db, store, req.session.admin!.email, String(req.params.id))
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    setFlash(res, secrets.sessionSecret, { message: blogMessages.deleted })
    res.redirect(303, '/admin-dashboard/blogs')
  })

  // /blog/rss.xml and /hi/blog/rss.xml: each feed holds the posts of its language (docs/decisions/175).
  router.get('/blog/rss.xml', async (req, res) => {
    const origin = env.siteOrigin
    const locale = requestLocale(req)
    res.type('application/rss+xml; charset=utf-8').set('Cache-Control', 'public, max-age=300')
    res.send(rssXml(origin, site.brandName, await postsIn(db, locale, 20), locale))
  })

  return router
}
