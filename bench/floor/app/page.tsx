import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Floor',
  description: 'A bare Next.js page: the least any page of this Next.js version costs, to measure the site against.',
};

export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page, built and served like the site, so its figures are the least a page can cost.</p>
    </main>
  );
}
