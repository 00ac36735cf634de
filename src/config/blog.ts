/**
 * Blog topics whose articles end with a call-out to the MVP cost calculator (src/components/blog/Article.tsx): the
 * slugs of the content service's categories on MVPs, their cost and their scope, in both languages. The article body
 * comes from the content service and may hold a link of its own; this call-out does not depend on it. A category
 * renamed or added in the content service is renamed or added here.
 */
export const calculatorTopics: readonly string[] = ['mvp-development', 'mvp-entwicklung'];
