/** The home page illustration: atoms sharing bonds, the idea behind the name. Decorative. */
export function HeroVisual() {
  const nodes = [
    { x: 120, y: 110, r: 46, color: 'var(--color-accent)' },
    { x: 290, y: 80, r: 30, color: 'var(--color-highlight)' },
    { x: 330, y: 250, r: 54, color: 'var(--color-ink)' },
    { x: 160, y: 300, r: 34, color: 'var(--color-highlight)' },
    { x: 60, y: 230, r: 20, color: 'var(--color-accent)' },
  ];
  const bonds = [
    [0, 1],
    [0, 2],
    [1, 2],
    [2, 3],
    [3, 4],
    [0, 4],
  ] as const;
  return (
    <svg viewBox="0 0 420 380" width="420" height="380" role="presentation" aria-hidden="true" focusable="false">
      {bonds.map(([from, to]) => (
        <line
          key={`${from}-${to}`}
          x1={nodes[from]?.x}
          y1={nodes[from]?.y}
          x2={nodes[to]?.x}
          y2={nodes[to]?.y}
          stroke="var(--color-line)"
          strokeWidth="6"
          strokeLinecap="round"
        />
      ))}
      {nodes.map((node) => (
        <g key={`${node.x}-${node.y}`}>
          <circle cx={node.x} cy={node.y} r={node.r} fill="var(--color-surface)" stroke={node.color} strokeWidth="8" />
          <circle cx={node.x} cy={node.y} r={node.r / 4} fill={node.color} />
        </g>
      ))}
    </svg>
  );
}
