import type { Knex } from 'knex'
import * as init from './20261121080000_init'
import * as loanTypes from './20261121090000_loan_types'
import * as loanApplications from './20261121090100_loan_applications'
import * as enquiries from './20261121091000_enquiries'
import * as blogPosts from './20261121092000_blog_posts'
import * as auditLog from './20261121093000_audit_log'
import * as leadDesk from './20261121094000_lead_desk'
import * as leadSearchIndex from './20261121094100_lead_search_index'
import * as operations from './20261123100000_operations'
import * as contentVersion from './20261123110000_content_version'
import * as consentLedger from './20261124090000_consent_ledger'
import * as outbox from './20261125100000_outbox'
import * as applicationLoanType from './20261125110000_application_loan_type'
import * as adminTwoFactor from './20261125120000_admin_two_factor'
import * as blogLanguage from './20261126100000_blog_language'
import * as applicationLanguage from './20261126110000_application_language'
import * as adminCredentialEpoch from './20261128100000_admin_credential_epoch'
import * as copyReadyUntil from './20261128193000_copy_ready_until'
import * as lenders from './20261128200000_lenders'
import * as outboxCaps from './20261128210000_outbox_caps'
import * as applicationOffers from './20261128220000_application_offers'
import * as deskPipeline from './20261129000000_desk_pipeline'
import * as followUpIndexes from './20261129010000_follow_up_indexes'
import * as funnelCounts from './20261129010000_funnel_counts'

interface Migration {
  name: string
  up: (db: Knex) => Promise<void>
  down: (db: Knex) => Promise<void>
}

// Listed here, not read from disk, so that the bundled server carries its migrations.
// Add each new timestamped migration to this list, in order.
const migrations: Migration[] = [
  { name: '20261121080000_init', ...init },
  { name: '20261121090000_loan_types', ...loanTypes },
  { name: '20261121090100_loan_applications', ...loanApplications },
  { name: '20261121091000_enquiries', ...enquiries },
  { name: '20261121092000_blog_posts', ...blogPosts },
  { name: '20261121093000_audit_log', ...auditLog },
  { name: '20261121094000_lead_desk', ...leadDesk },
  { name: '20261121094100_lead_search_index', ...leadSearchIndex },
  { name: '20261123100000_operations', ...operations },
  { name: '20261123110000_content_version', ...contentVersion },
  { name: '20261124090000_consent_ledger', ...consentLedger },
  { name: '20261125100000_outbox', ...outbox },
  { name: '20261125110000_application_loan_type', ...applicationLoanType },
  { name: '20261125120000_admin_two_factor', ...adminTwoFactor },
  { name: '20261126100000_blog_language', ...blogLanguage },
  { name: '20261126110000_application_language', ...applicationLanguage },
  { name: '20261128100000_admin_credential_epoch', ...adminCredentialEpoch },
  { name: '20261128193000_copy_ready_until', ...copyReadyUntil },
  { name: '20261128200000_lenders', ...lenders },
  { name: '20261128210000_outbox_caps', ...outboxCaps },
  { name: '20261128220000_application_offers', ...applicationOffers },
  { name: '20261129000000_desk_pipeline', ...deskPipeline },
  { name: '20261129010000_follow_up_indexes', ...followUpIndexes },
  { name: '20261129010000_funnel_counts', ...funnelCounts },
]

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m,
}
