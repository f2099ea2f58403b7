// The blog desk's words (docs/product.md §12, §16.4, §19; docs/decisions/236): the admin's English.

export const blog = {
  /** Every blog text the product quotes, once (src/shared/schemas/blog.ts). */
  messages: {
    missing: 'Please fill all fields and upload an image!',
    submitted: 'Blog submitted successfully!',
    failed: 'Failed to submit the blog. Please try again.',
    updated: 'Blog updated successfully!',
    deleted: 'The blog was deleted.',
    confirmTitle: 'Confirm Deletion',
    confirmText: 'Are you sure you want to DELETE this blog? This action is irreversible.',
    empty: 'No Blogs available',
    loading: 'Loading Blogs',
    titleFallback: 'Blog Title',
    contentFallback: 'No content available.',
    notFound: 'Blog not found',
  },
  /** The edit and delete pages (views/pages/admin-dashboard/blogs/@id). */
  pages: {
    eyebrow: 'Admin',
    editTitle: 'Edit Blog',
    createTitle: 'Create A New Blog',
    listTitle: 'Blogs',
    caption: 'Blog posts, newest first',
    title: 'Title',
    content: 'Content',
    category: 'Category',
    language: 'Language',
    date: 'Date',
    actions: 'Actions',
    view: 'View',
    edit: 'Edit',
    viewLabel: 'View {title}',
    editLabel: 'Edit {title}',
    deleteLabel: 'Delete {title}',
    close: 'Close',
    deleting: 'Deleting...',
    viewPost: 'View post',
    cancel: 'Cancel',
    delete: 'Delete',
  },
} as const
