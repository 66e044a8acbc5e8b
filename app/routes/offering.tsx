export default function P() { return <h1>offering</h1>; }
