import { hydrateIsland } from '../../../../../islands/hydrate-island'
import { keepDisplayToken } from '../../../admin-token'
import { EditBlogForm } from '../../../BlogForm'

keepDisplayToken()
hydrateIsland('blog-form', EditBlogForm)
