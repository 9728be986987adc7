/**
 * The shapes sections share for the words they draw: a link, a titled text, a heading, a call to
 * action. Types only: the words themselves are the dictionaries' (words/<locale>.json), whose
 * shape the build checks against the English one.
 */

/** Visible text and target of a link or of a button that navigates. */
export interface Link {
  label: string;
  href: string;
}

/** A titled piece of text: a card, a step, a principle, a risk point. */
export interface Card {
  title: string;
  text: string;
}

/** Eyebrow, title and intro of a page or section. */
export interface Heading {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
}

/** The risk in one line: a bold lead, a sentence, and the link to the risk disclosure. */
export interface RiskLineContent {
  title: string;
  text: string;
  link: Link;
}

/** A closing call to action with one or two buttons. */
export interface Cta {
  title: string;
  text: string;
  primary: Link;
  secondary?: Link | undefined;
  /** The risk line drawn under the buttons when one of them is a call to invest. */
  riskLine?: RiskLineContent | undefined;
}
