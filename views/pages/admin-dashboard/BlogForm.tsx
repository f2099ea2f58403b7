import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useData } from 'vike-react/useData'
import type { BlogPost } from '#src/shared/blog-types'
import { blogCategories } from '#src/shared/content/blog-categories'
import { blogLanguages } from '#src/shared/blog-types'
import { blogFieldsSchema, blogLanguageNames, blogMessages, imageFields, type ImageField } from '#src/shared/schemas/blog'
import type { FieldErrors } from '#src/shared/forms'
import { Csrf } from '#views/components/Csrf'
import { Field, SelectField, TextareaField } from '#views/components/Field'
import { useFormState } from '#views/hooks/use-form-state'
import { useJsonForm } from '#views/hooks/use-json-form'
import { useHydrated } from 'vike-react/useHydrated'
import { blog } from '#src/shared/i18n/admin/blog'
import { fill } from '#src/shared/i18n/fill'

const words = blog.form
const imageLabels: Record<ImageField, string> = words.imageLabels
type Previews = Partial<Record<ImageField, string>>

/** A create needs its main image, which the schema (text fields only) cannot see. */
function mainImageMissing(form: HTMLFormElement): FieldErrors {
  const image = new FormData(form).get('image')
  return image instanceof File && image.size > 0 ? {} : { image: blogMessages.missing }
}

/**
 * The create and edit form. A plain multipart POST that works without script; with script the
 * same zod schema checks it first, previews appear, and the form's own body, files included, goes
 * to the form's own route asking for JSON (one handler, docs/decisions/182): a create's success
 * message shows and the form and previews are cleared in place; an edit goes on to the list, which
 * shows its message (docs/product.md §15 States and transitions, §19).
 */
export function BlogForm({ mode, post }: { mode: 'create' | 'edit'; post?: BlogPost }) {
  const form = mode === 'create' ? 'blog-create' : 'blog-edit'
  const state = useFormState(form)
  const [done, setDone] = useState<string>()
  const hydrated = useHydrated()
  const ref = useRef<HTMLFormElement>(null)
  const values = {
    blogTitle: post?.title ?? '',
    blogCategory: post?.category ?? '',
    blogTag: post?.tag ?? '',
    blogContent: post?.content ?? '',
    language: post?.language ?? 'en',
    ...state.values,
  }
  const current: Record<ImageField, string | null> = {
    image: post?.imageCard ?? null,
    image1: post?.image1 ?? null,
    image2: post?.image2 ?? null,
  }
  const { previews, choose, clearPreviews } = useImagePreviews()

  const { errors, problem, submitting, onSubmit } = useJsonForm({
    schema: blogFieldsSchema,
    check: mode === 'create' ? mainImageMissing : undefined,
    copy: { invalid: blogMessages.missing, failure: blogMessages.failed },
    initial: { errors: state.errors, message: state.message },
    onCreated: () => {
      if (mode === 'edit') {
        window.location.assign('/admin-dashboard/blogs')
        return 'navigating'
      }
      ref.current?.reset()
      clearPreviews()
      setDone(blogMessages.submitted)
    },
  })
  // A failed upload's reason, under the failure message as well as under its field.
  const detail = problem ? Object.values(errors).find((e) => e !== problem) : undefined

  const action = mode === 'create' ? '/admin-dashboard/createblog' : `/admin-dashboard/blogs/${post?.id}/edit`
  return (
    <>
      <FormNotices problem={problem} detail={detail} done={done} />
      <form
        ref={ref}
        method="post"
        action={action}
        encType="multipart/form-data"
        className="card blog-form"
        noValidate
        onSubmit={(event) => {
          setDone(undefined)
          void onSubmit(event)
        }}
        data-hydrated={hydrated || undefined}
      >
        <Csrf />
        <TextFields values={values} errors={errors} />
        <ImageFields mode={mode} current={current} previews={previews} errors={errors} choose={choose} />
        <div className="span-2 blog-form-actions">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? words.submitting : mode === 'create' ? words.submit : words.save}
          </button>
          <a className="btn btn-outline" href="/admin-dashboard/blogs">
            {words.back}
          </a>
        </div>
      </form>
    </>
  )
}

/** Object URLs of the chosen images, each freed when replaced, when the form is cleared and when the page goes. */
function useImagePreviews() {
  const [previews, setPreviews] = useState<Previews>({})
  const previewsRef = useRef<Previews>({})
  useEffect(() => () => Object.values(previewsRef.current).forEach((u) => u && URL.revokeObjectURL(u)), [])
  const showPreviews = (next: Previews) => {
    previewsRef.current = next
    setPreviews(next)
  }

  const choose = (field: ImageField) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    const old = previewsRef.current[field]
    if (old) URL.revokeObjectURL(old)
    showPreviews({ ...previewsRef.current, [field]: file ? URL.createObjectURL(file) : undefined })
  }

  const clearPreviews = () => {
    Object.values(previewsRef.current).forEach((u) => u && URL.revokeObjectURL(u))
    showPreviews({})
  }
  return { previews, choose, clearPreviews }
}

/** The failure (with a failed upload's reason under it) and the success message, each in its live region. */
function FormNotices({ problem, detail, done }: { problem?: string; detail?: string; done?: string }) {
  return (
    <>
      <div role="alert" className={problem ? 'notice notice-error' : 'visually-hidden'}>
        {problem && (
          <>
            <p className="blog-form-message">{problem}</p>
            {detail && <p className="blog-form-detail">{detail}</p>}
          </>
        )}
      </div>
      <div role="status" className={done ? 'notice notice-success' : 'visually-hidden'}>
        {done ?? ''}
      </div>
    </>
  )
}

type Values = Record<'blogTitle' | 'blogCategory' | 'blogTag' | 'blogContent' | 'language', string>

/** The post's words: title, category, language, tag and content. */
function TextFields({ values, errors }: { values: Values; errors: FieldErrors }) {
  return (
    <>
      <Field
        name="blogTitle"
        label={words.title}
        defaultValue={values.blogTitle}
        error={errors.blogTitle}
        maxLength={200}
        aria-required="true"
      />
      <SelectField
        name="blogCategory"
        label={words.category}
        defaultValue={values.blogCategory}
        error={errors.blogCategory}
        aria-required="true"
      >
        <option value="">{words.chooseCategory}</option>
        {blogCategories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <SelectField name="language" label={words.language} defaultValue={values.language} error={errors.language} hint={words.languageHint}>
        {blogLanguages.map((l) => (
          <option key={l} value={l}>
            {blogLanguageNames[l]}
          </option>
        ))}
      </SelectField>
      <Field
        name="blogTag"
        label={words.tag}
        defaultValue={values.blogTag}
        error={errors.blogTag}
        maxLength={200}
        aria-required="true"
        hint={words.tagHint}
      />
      <div className="span-2">
        <TextareaField
          name="blogContent"
          label={words.content}
          defaultValue={values.blogContent}
          error={errors.blogContent}
          rows={12}
          aria-required="true"
          hint={words.contentHint}
        />
      </div>
    </>
  )
}

interface ImageFieldsProps {
  mode: 'create' | 'edit'
  current: Record<ImageField, string | null>
  previews: Previews
  errors: FieldErrors
  choose: (field: ImageField) => (event: ChangeEvent<HTMLInputElement>) => void
}

/** The three images, each with its preview; an edit may replace or remove the optional ones. */
function ImageFields({ mode, current, previews, errors, choose }: ImageFieldsProps) {
  return (
    <fieldset className="span-2 blog-images">
      <legend className="visually-hidden">{words.images}</legend>
      {imageFields.map((field) => {
        const src = previews[field] ?? current[field]
        return (
          <div key={field} className="blog-image-field">
            <Field
              name={field}
              label={mode === 'edit' && current[field] ? imageLabels[field].replace(/ \(.*\)/, words.replaceImage) : imageLabels[field]}
              type="file"
              accept="image/*"
              error={errors[field]}
              onChange={choose(field)}
              aria-required={field === 'image' && mode === 'create' ? 'true' : undefined}
            />
            {src && (
              <img className="blog-preview" src={src} alt={fill(words.preview, { which: words.which[field] })} width="320" height="180" />
            )}
            {mode === 'edit' && field !== 'image' && current[field] && (
              <label className="blog-remove">
                <input type="checkbox" name={field === 'image1' ? 'removeImage1' : 'removeImage2'} />
                {words.removeImage}
              </label>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}

/** The create page's island (docs/decisions/086). */
export function CreateBlogForm() {
  return <BlogForm mode="create" />
}

/** The edit page's island: the post comes from the page's data, as on the server. */
export function EditBlogForm() {
  const { post } = useData<{ post?: BlogPost | null }>()
  return post ? <BlogForm mode="edit" post={post} /> : null
}
