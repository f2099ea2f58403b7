import { blogLanguages, type BlogLanguage } from '../blog-types'
import { blogCategories } from '../content/blog-categories'
import { textLimits } from '../content/business'
import { storableText, z } from './z'
import type { NotFoundReason } from '../content/not-found'
import { blog } from '../i18n/admin/blog'

/** Every blog text the product quotes, once (docs/product.md §12 Admin area, §16.4, §19). */
export const blogMessages = blog.messages

/** The languages a post can be written in, as the admin's (English) pages name them (docs/decisions/175). */
export const blogLanguageNames: Record<BlogLanguage, string> = { en: 'English', hi: 'Hindi' }

/** A post that does not exist or was removed. */
export const postNotFound: NotFoundReason = {
  title: blogMessages.notFound,
  text: 'This post does not exist or was removed.',
  link: { href: '/blog', label: 'See all posts' },
}

// Browsers send textarea line breaks as CRLF; store plain LF so that text compares and renders the same everywhere.
// The shared text check comes first (docs/decisions/150); only the content keeps line breaks and tabs.
const text = (schema: z.ZodMiniString<string>, lines: { multiline?: boolean } = {}) =>
  z.pipe(
    z.pipe(
      z.transform<unknown, unknown>((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v)),
      storableText(lines),
    ),
    schema,
  )
const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-IN')} characters`
const required = (label: string, max: number, lines: { multiline?: boolean } = {}) =>
  text(z.string().check(z.trim(), z.minLength(1, blogMessages.missing), z.maxLength(max, tooLong(label, max))), lines)

/** The text fields of the create and edit forms and of the create-blog API call (docs/product.md §14 Entities and fields, 'Blog payload'). */
export const blogFieldsSchema = z.object({
  blogTitle: required('Title', textLimits.short),
  blogCategory: text(
    z.string().check(
      z.trim(),
      z.minLength(1, blogMessages.missing),
      z.refine((v: string) => (blogCategories as readonly string[]).includes(v), 'Choose one of the listed categories'),
    ),
  ),
  blogTag: required('Tag', textLimits.short),
  blogContent: required('Content', textLimits.blogContent, { multiline: true }),
  /** The language the post is written in (docs/decisions/175); a form or API call without one is English. */
  language: z.pipe(
    z.transform<unknown, unknown>((v) => (v === undefined || v === null || v === '' ? 'en' : v)),
    z.enum(blogLanguages, { error: 'Choose English or Hindi' }),
  ),
})

export type BlogFields = z.infer<typeof blogFieldsSchema>

export const imageFields = ['image', 'image1', 'image2'] as const
export type ImageField = (typeof imageFields)[number]
