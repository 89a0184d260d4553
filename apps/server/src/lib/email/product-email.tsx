// The server runs under tsx from the repository's root, where no tsconfig names a JSX runtime (and
// tsx reads the tsconfig of the working directory): these pragmas make the file say it itself.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { BRAND } from '@cleardocket/domain/brand';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import type { EmailBlock, EmailContent } from './content';
import { EMAIL_THEME } from './theme';

const { colors, font } = EMAIL_THEME;

const styles = {
  body: { backgroundColor: colors.ink50, fontFamily: font, margin: 0, padding: '16px 0' },
  // Fluid: 100 % of a phone's width, at most 600 px on a wide screen (no fixed width, issue 31 part 6).
  container: { width: '100%', maxWidth: '600px', backgroundColor: colors.white, borderRadius: '8px' },
  brandBar: { backgroundColor: colors.brand700, borderRadius: '8px 8px 0 0', padding: '16px 24px' },
  brand: { color: colors.white, fontSize: '18px', fontWeight: 700, margin: 0 },
  main: { padding: '8px 24px 24px' },
  heading: { color: colors.ink900, fontSize: '22px', lineHeight: '30px', margin: '16px 0 8px' },
  text: { color: colors.ink900, fontSize: '16px', lineHeight: '24px', margin: '12px 0' },
  code: {
    color: colors.brand900,
    backgroundColor: colors.brand50,
    fontSize: '28px',
    fontWeight: 700,
    letterSpacing: '6px',
    padding: '12px 16px',
    borderRadius: '6px',
    margin: '16px 0',
  },
  fact: { color: colors.ink900, fontSize: '15px', lineHeight: '22px', margin: '4px 0', overflowWrap: 'anywhere' },
  button: {
    backgroundColor: colors.brand700,
    color: colors.white,
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    borderRadius: '6px',
  },
  link: { color: colors.brand700, textDecoration: 'underline', overflowWrap: 'anywhere' },
  rule: { borderColor: colors.ink200, margin: '24px 0 0' },
  footer: { color: colors.ink600, fontSize: '13px', lineHeight: '20px', margin: '12px 0 0' },
} satisfies Record<string, CSSProperties>;

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={styles.text}>{block.text}</Text>;
    case 'code':
      return <Text style={styles.code}>{block.code}</Text>;
    case 'facts':
      return (
        <Section>
          {block.items.map((item) => (
            <Text key={item.label} style={styles.fact}>
              <strong>{item.label}:</strong> {item.value}
            </Text>
          ))}
        </Section>
      );
    case 'action':
      return (
        <Section style={{ margin: '20px 0' }}>
          <Button href={block.url} style={styles.button}>
            {block.label}
          </Button>
        </Section>
      );
    case 'link':
      return (
        <Text style={styles.text}>
          {block.label}:{' '}
          <Link href={block.url} style={styles.link}>
            {block.url}
          </Link>
        </Text>
      );
  }
}

/** The one template every email to a person is drawn with: the brand bar, a heading, the blocks, the footer. */
export function ProductEmail({ content }: { content: EmailContent }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{content.heading}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.brandBar}>
            <Text style={styles.brand}>{BRAND.name}</Text>
          </Section>
          <Section style={styles.main}>
            <Heading as="h1" style={styles.heading}>
              {content.heading}
            </Heading>
            {content.greeting ? <Text style={styles.text}>{content.greeting}</Text> : null}
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            <Hr style={styles.rule} />
            <Text style={styles.footer}>{content.footer.reason}</Text>
            {content.footer.unsubscribeUrl ? (
              <Text style={styles.footer}>
                <Link href={content.footer.unsubscribeUrl} style={styles.link}>
                  Unsubscribe from these emails
                </Link>
              </Text>
            ) : null}
            <Text style={styles.footer}>
              {BRAND.legalName}, {BRAND.address.street}, {BRAND.address.city}, {BRAND.address.region}{' '}
              {BRAND.address.postalCode}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
