/** A post as the public pages list it (home teaser, /blog cards, 'Past Post'). */
export interface BlogSummary {
  id: string
  title: string
  content: string
  category: string
  tag: string
  image: string
  createdAt: string
}
