// The true-cost tool's KFS page, which names the lender when its data carries an offer.
export { Page } from '#views/pages/loan-tools/true-cost/kfs/+Page'
