import * as z from 'zod';

/**
 * The front-matter keys Quire understands, as one zod schema.
 *
 * Unknown keys are kept (`looseObject`): other tools and plugins put their own
 * keys in front matter, and rejecting them would make sites hard to migrate.
 */
export const frontMatterSchema = z.looseObject({
  id: z
    .string()
    .min(1)
    .refine((id) => !id.includes('/')),
  title: z.string(),
  sidebar_label: z.string(),
  sidebar_position: z.number(),
  slug: z.string().min(1),
  description: z.string(),
  keywords: z.array(z.string()),
  image: z.string(),
  hide_title: z.boolean(),
  hide_table_of_contents: z.boolean(),
  // h1 is the page title, so the table of contents starts at h2 at the earliest (as in Docusaurus).
  toc_min_heading_level: z.number().int().min(2).max(6),
  toc_max_heading_level: z.number().int().min(2).max(6),
  draft: z.boolean(),
}).partial();

/** How to describe each known key in an error: what it must be, and a line that would be valid. */
export const FRONT_MATTER_KEY_RULES: Readonly<Record<string, { expected: string; example: string }>> = {
  id: { expected: 'a non-empty string without "/"', example: 'id: create-slice' },
  title: { expected: 'a string', example: 'title: Getting Started' },
  sidebar_label: { expected: 'a string', example: 'sidebar_label: Quick Start' },
  sidebar_position: { expected: 'a number', example: 'sidebar_position: 2' },
  slug: { expected: 'a non-empty string', example: 'slug: /api/create-slice' },
  description: { expected: 'a string', example: 'description: How to create a slice' },
  keywords: { expected: 'a list of strings', example: 'keywords: [redux, slice]' },
  image: { expected: 'a string (an image path or URL)', example: 'image: /img/social-card.png' },
  hide_title: { expected: 'true or false', example: 'hide_title: true' },
  hide_table_of_contents: { expected: 'true or false', example: 'hide_table_of_contents: true' },
  toc_min_heading_level: { expected: 'a whole number from 2 to 6', example: 'toc_min_heading_level: 2' },
  toc_max_heading_level: { expected: 'a whole number from 2 to 6', example: 'toc_max_heading_level: 3' },
  draft: { expected: 'true or false', example: 'draft: true' },
};
