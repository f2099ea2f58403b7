import { Router, type NextFunction, type Request, type Response } from 'express'
import type { FeatureContext } from '../../server/context'
import { HttpError } from '../../server/http-error.server'
import { csrfAfterBody, requireAdminApi } from '../../server/middleware/require-admin.server'
import { blogMessages } from '../../shared/schemas/blog'
import { blogUpload, uploadsOf } from './blog-upload.server'
import { listPosts } from '../../server/tables/blog-posts.server'
import { BlogInvalid, createPost, deletePost, getPost, toApiItem } from './blog.service.server'
import { createImageStore } from './image-store.server'

/**
 * The blog's JSON API under /api/v1/admin/: lists and items come in `message`. Reads are public, as
 * the public blog pages read them; writes need the admin (docs/decisions/050).
 */
export function blogApiRoutes(ctx: FeatureContext): Router {
  const { db, env } = ctx.deps
  const store = createImageStore(env, db)
  const router = Router()
  const admin = requireAdminApi(db)
  const base = '/api/v1/admin'

  router.get(`${base}/get-blogs`, async (_req, res) => {
    res.json({ message: (await listPosts(db)).map(toApiItem) })
  })

  router.get(`${base}/get-single-blog/:id`, async (req, res) => {
    const row = await getPost(db, String(req.params.id))
    if (!row) throw new HttpError(404, blogMessages.notFound)
    res.json({ message: toApiItem(row) })
  })

  router.post(
    `${base}/create-blog`,
    requireAdminApi(db, { csrfAfterBody: true }),
    blogUpload(),
    csrfAfterBody(),
    async (req: Request, res: Response) => {
      const id = await createPost(db, store, String(res.locals.adminEmail), req.body, uploadsOf(req.files))
      await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
      res.status(201).json({ message: toApiItem((await getPost(db, String(id)))!) })
    },
    (err: unknown, _req: Request, res: Response, next: NextFunction) => {
      if (err instanceof BlogInvalid) return void res.status(400).json({ message: err.message, errors: err.errors })
      next(err)
    },
  )

  // The id may come in the JSON body, as ?id= or in the path (docs/product.md §18 JSON API).
  router.delete([`${base}/delete-single-blog`, `${base}/delete-single-blog/:id`], admin, async (req, res) => {
    const raw = req.params.id ?? req.query.id ?? (req.body as { id?: unknown } | undefined)?.id
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
    if (!id) throw new HttpError(400, 'Send the id of the blog to delete.')
    await deletePost(db, store, String(res.locals.adminEmail), id)
    await ctx.contentChanged() // the public pages that show it are stale now (docs/decisions/085)
    res.json({ message: blogMessages.deleted })
  })

  return router
}
