/** The insured count problem of a block, shown under its entries until the buyer removes enough. */
export function InsuredCountNotice({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <div role="alert" style={{ margin: '8px 16px 0', fontSize: 13, color: 'var(--adm-color-danger)' }}>
      {problem}
    </div>
  );
}
