export default function P() { return <h1>about</h1>; }
