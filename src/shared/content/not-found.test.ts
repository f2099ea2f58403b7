import { describe, expect, test } from 'vitest'
import { catalogues } from '../i18n'
import { errorReason, pageNotFound, serviceNotFound, type NotFoundReason } from './not-found'

describe('what the error page says, in its language', () => {
  const { en, hi } = catalogues

  test('an English 404 says what it always said', () => {
    expect(errorReason({ is404: true, messages: en })).toEqual(pageNotFound)
    expect(pageNotFound).toMatchObject({
      title: 'Page not found',
      text: 'The page you asked for does not exist. It may have moved.',
      link: { href: '/', label: 'Go to the home page' },
    })
    expect(errorReason({ is404: false, messages: en }).text).toBe('Something went wrong. Please try again later.')
  })

  test("a Hindi page shows the catalogue's Hindi for a reason with a key, and keeps its link's address", () => {
    expect(errorReason({ is404: true, abortReason: serviceNotFound, messages: hi })).toMatchObject({
      title: 'सेवा नहीं मिली',
      text: 'आपकी चुनी हुई सेवा मौजूद नहीं है।',
      link: { href: '/', label: 'होम पेज पर जाएँ' },
    })
    expect(errorReason({ is404: false, messages: hi }).title).toBe('कुछ गड़बड़ हो गई')
  })

  test('a reason without a key (the admin pages, English only) is shown as given', () => {
    const given: NotFoundReason = { title: 'Blog not found', text: 'Gone.', link: { href: '/admin-dashboard/blogs', label: 'All blogs' } }
    expect(errorReason({ is404: true, abortReason: given, messages: hi })).toEqual(given)
  })
})
