import { createElement, type ReactNode } from 'react';

interface CardProps {
  /** The heading's id, which labels the section; tests and stylesheets find the card by it. */
  id: string;
  heading: ReactNode;
  /** 1 for the card that heads its page, 2 for the cards under it. */
  level: 1 | 2;
  /** Classes beside "card". */
  className?: string;
  children: ReactNode;
}

/** A card of the page: a section named by its own heading, so a screen reader lists it by that name. */
export function Card({ id, heading, level, className, children }: CardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  // The children stand beside the heading, as if written out in the section, not in a list of their own:
  // React numbers useId by a node's place among its siblings, and the ids of the fields inside a card are
  // in the server-rendered HTML that the page's script takes over.
  return createElement(
    'section',
    { className: className ? `card ${className}` : 'card', 'aria-labelledby': id },
    <Heading id={id}>{heading}</Heading>,
    ...(Array.isArray(children) ? children : [children]),
  );
}
