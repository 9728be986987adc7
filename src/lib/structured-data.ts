/**
 * Schema.org JSON-LD for search engines, built from the same content the pages show, and its
 * safe serialisation into a `<script type="application/ld+json">`.
 */

/** One schema.org node (an object with an `@type`), without `@context`. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

/** A JSON-LD document: the schema.org context and the page's nodes. */
export interface JsonLdDocument {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

/** Wraps a page's nodes in one document, so the page needs one script element. */
export function jsonLdDocument(nodes: readonly JsonLdNode[]): JsonLdDocument {
  return { '@context': 'https://schema.org', '@graph': [...nodes] };
}

/** What the Organization node says about the company. */
export interface OrganizationInput {
  name: string;
  /** The site's home page, absolute. */
  url: string;
  /** An absolute URL of a square PNG logo. */
  logo: string;
  email: string;
  /** Absolute URLs of the company's social profiles. */
  sameAs: readonly string[];
}

/** The Organization node every page carries. */
export function organizationJsonLd(input: OrganizationInput): JsonLdNode {
  return {
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    email: input.email,
    sameAs: [...input.sameAs],
  };
}

/** One question and its plain-text answer. */
export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** A FAQPage node listing the questions in the order the page shows them. */
export function faqPageJsonLd(items: readonly QuestionAndAnswer[]): JsonLdNode {
  if (items.length === 0) throw new Error('A FAQPage needs at least one question');
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** What the WebPage node of every page says: its name, address, description and language. */
export interface WebPageInput {
  name: string;
  url: string;
  description: string;
  /** The page's language (BCP 47), so search engines tell the English and Arabic twins apart. */
  inLanguage: string;
}

/** The schema.org WebPage node of a page, in its language. */
export function webPageJsonLd(input: WebPageInput): JsonLdNode {
  return { '@type': 'WebPage', ...input };
}

/** One step of a breadcrumb trail: its visible name and the absolute URL of its page. */
export interface BreadcrumbStep {
  name: string;
  /** Absolute URL of the step's page. */
  url: string;
}

/**
 * A BreadcrumbList node: the trail a page shows above its h1 (Pools > Dubai Premium Sub-Lease
 * Pool), so search results can show the page's place in the site instead of its bare URL.
 */
export function breadcrumbListJsonLd(steps: readonly BreadcrumbStep[]): JsonLdNode {
  if (steps.length < 2) throw new Error('A breadcrumb trail needs at least two steps');
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** Characters that could end the script element or open a comment, or break old JS parsers. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script type="application/ld+json">`. `<` and its companions are
 * written as \u escapes, which JSON.parse reads back as the same characters, so no content can
 * close the element (`</script>`) or open a comment (`<!--`).
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => UNSAFE_IN_SCRIPT[char] ?? char,
  );
}
