import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions that open on click (native <details>: keyboard and screen readers for free). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="content-faq">
      {items.map((item) => (
        <details key={item.question} className="content-faq__item">
          <summary className="content-faq__question">{item.question}</summary>
          <div className="content-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
