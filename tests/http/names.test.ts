import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'

// Names as Indians write them (docs/decisions/165), through the JSON call and the plain form post:
// both parse with the schema the page itself validates with.

let site: TestSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

const application = (fullName: string, companyName: string, pan: string) => ({
  loanAmount: '2,00,000',
  monthlyIncome: '52000',
  purpose: 'Medical Emergency',
  fullName,
  email: 'names@example.com',
  panCard: pan,
  mobileNumber: '9988776655',
  companyName,
  pinCode: '600001',
  gender: 'FEMALE',
  dateOfBirth: '12/03/1992',
  state: 'Tamil Nadu',
  city: 'Chennai',
  isChecked: 'on',
})
const row = (reference: string) => site.deps.db('loan_applications').where({ reference }).first()

describe('a name with initials, an apostrophe or a hyphen, and an employer with "&" or a digit', () => {
  test('the JSON call stores "R. K. Sharma" of "L&T Infotech" as typed', async () => {
    const res = await request(site.url)
      .post('/api/v1/loan-application')
      .set('Origin', site.url)
      .send(application('R. K. Sharma', 'L&T Infotech', 'RKSHA1234A'))
    expect(res.status).toBe(201)
    expect(await row(res.body.reference)).toMatchObject({ full_name: 'R. K. Sharma', company_name: 'L&T Infotech' })
  })

  test('the plain form stores "Mary D\'Souza" of "3M India" and redirects home', async () => {
    const res = await request(site.url)
      .post('/apply-now')
      .set('Origin', site.url)
      .type('form')
      .send(application("Mary D'Souza", '3M India', 'MDSOU1234B'))
    expect(res.status).toBe(303)
    const stored = await site.deps.db('loan_applications').where({ full_name: "Mary D'Souza" }).first()
    expect(stored).toMatchObject({ company_name: '3M India' })
  })

  test('"R2D2" of "123" is refused by both, with the product’s messages, and nothing is stored', async () => {
    const json = await request(site.url)
      .post('/api/v1/loan-application')
      .set('Origin', site.url)
      .send(application('R2D2', '123', 'RTWOD1234C'))
    expect(json.status).toBe(400)
    expect(json.body.errors).toEqual({
      fullName: 'Name should contain only letters',
      companyName: 'Company Name must contain only letters and spaces',
    })
    const form = await request(site.url)
      .post('/apply-now')
      .set('Origin', site.url)
      .type('form')
      .send(application('R2D2', '123', 'RTWOD1234C'))
    expect(form.status).toBe(422)
    expect(form.text).toContain('Name should contain only letters')
    expect(form.text).toContain('Company Name must contain only letters and spaces')
    expect(await site.deps.db('loan_applications').where({ full_name: 'R2D2' }).first()).toBeUndefined()
  })
})
