export type FaqItem = { question: string; answer: string };

/** Structured data for a page's FAQ (ARCHITECTURE: FAQPage where there is an FAQ). */
export function faqJsonLd(items: FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function FaqList({ items, title = 'Frequently asked questions' }: { items: FaqItem[]; title?: string }) {
  return (
    <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="faq" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-6 grid gap-3">
        {items.map((item) => (
          <details key={item.question} className="rounded-lg border border-ink-200 p-4 open:bg-ink-50">
            <summary className="cursor-pointer font-semibold text-ink-900">{item.question}</summary>
            <p className="mt-3 text-ink-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
