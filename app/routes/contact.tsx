export default function P() { return <h1>contact</h1>; }
