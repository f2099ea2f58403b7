import { describe, expect, test } from 'vitest'
import { fieldErrors } from '../forms'
import { blogFieldsSchema, blogMessages } from './blog'

const valid = { blogTitle: 'Home loan basics', blogCategory: 'Home Loans', blogTag: 'Guide', blogContent: 'Line one\r\nLine two' }
const errorsFor = (input: Record<string, unknown>) => {
  const result = blogFieldsSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error.issues)
}

describe('blog post fields', () => {
  test('a post without a language is English; hi is kept; line breaks are stored as LF', () => {
    expect(blogFieldsSchema.parse(valid)).toEqual({ ...valid, blogContent: 'Line one\nLine two', language: 'en' })
    expect(blogFieldsSchema.parse({ ...valid, language: '' }).language).toBe('en')
    expect(blogFieldsSchema.parse({ ...valid, language: 'hi' }).language).toBe('hi')
  })

  test.each(['ta', 'fr', 'EN'])('language %j is refused under its field (docs/decisions/175)', (language) => {
    expect(errorsFor({ ...valid, language })).toEqual({ language: 'Choose English or Hindi' })
  })

  test('an empty field gets the product’s message, and a category must be one of the list', () => {
    expect(errorsFor({ ...valid, blogTitle: ' ' })).toEqual({ blogTitle: blogMessages.missing })
    expect(errorsFor({ ...valid, blogCategory: 'Yachts' })).toEqual({ blogCategory: 'Choose one of the listed categories' })
  })
})
