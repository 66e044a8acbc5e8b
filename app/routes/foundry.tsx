export default function P() { return <h1>foundry</h1>; }
