import { hydrateIsland } from '#views/islands/hydrate-island'
import { keepDisplayToken } from '../admin-token'
import { CreateBlogForm } from '../BlogForm'

keepDisplayToken()
hydrateIsland('blog-form', CreateBlogForm)
