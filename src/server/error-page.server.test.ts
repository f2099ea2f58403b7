import { describe, expect, test } from 'vitest'
import { errorPage } from './error-page.server'

describe('the plain error page', () => {
  test('in English it says the message given and links home', () => {
    const html = errorPage(500, 'Something went wrong. Please try again later.')
    expect(html).toContain('<html lang="en-IN">')
    expect(html).toContain('<h1>Something went wrong. Please try again later.</h1>')
    expect(html).toContain('<a href="/">Go to the home page</a>')
  })

  test("in Hindi it says the status's Hindi text, whatever English message the server raised, and links to the Hindi home", () => {
    const html = errorPage(413, 'The request is too large.', 'hi')
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain('<h1>अनुरोध बहुत बड़ा है।</h1>')
    expect(html).toContain('<a href="/hi">होम पेज पर जाएँ</a>')
    expect(errorPage(418, 'I am a teapot', 'hi')).toContain('<h1>कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।</h1>')
  })
})
