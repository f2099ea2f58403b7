import { hydrateIsland } from '#views/islands/hydrate-island'
import { keepDisplayToken } from '#views/pages/admin-dashboard/admin-token'
import { EditBlogForm } from '#views/pages/admin-dashboard/BlogForm'

keepDisplayToken()
hydrateIsland('blog-form', EditBlogForm)
