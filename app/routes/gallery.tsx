export default function P() { return <h1>gallery</h1>; }
