import type { PageContextServer } from 'vike/types'
import { noteMatchedPage } from '../note-matched-page'

export const guard = (pageContext: PageContextServer) => noteMatchedPage(pageContext)
