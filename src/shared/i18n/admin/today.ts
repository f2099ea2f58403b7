// The Today page's words (docs/decisions/230, 236): the admin's English, in one place.

export const today = {
  kicker: 'Lead desk',
  title: 'Today',
  asOf: 'As of {at}. Each list shows the most urgent {limit}.',
  more: 'Showing the most urgent {shown} of {total}.',
  lead: 'Lead',
  name: 'Name',
  status: 'Status',
  age: 'Age',
  request: 'Request',
  reference: 'Reference',
  due: 'Due',
  overdueBadge: 'Overdue',
  overdue: {
    title: 'Overdue',
    about: 'Open leads whose follow-up time has passed, the longest waiting first.',
    due: 'Was due',
    empty: 'Nothing overdue.',
  },
  dueToday: {
    title: 'Due today',
    about: 'Open leads with a follow-up later today, in time order.',
    due: 'Due',
    empty: 'No more follow-ups due today.',
  },
  notContacted: {
    title: 'Not contacted within one working day',
    about: 'Leads still New after the working day the site promises; move them to Contacted once reached.',
    due: 'Promised by',
    empty: 'Every new lead was contacted in time.',
  },
  requests: {
    title: 'Requests near their due date',
    about: 'Applicant requests due within two days or past due, oldest first.',
    empty: 'No request is near its due date.',
  },
  settings: {
    heading: 'How follow-ups are set',
    label: 'Desk settings',
    unreachableAfter: 'Failed calls in a row before an application is Not reachable',
    save: 'Save',
  },
} as const
