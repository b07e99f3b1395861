// dynamics: --controller MessagesViewController --duration 6 --key-times 0.7,1.2,2.4,5.9
// dynamics: --drag 187,550:187,300@0.3+0.5 --flick 187,500:0,-2500@1.9
import UIKit

/// A flow layout whose items hang on springs from their places in the grid. While the list is
/// dragged, each item is pushed along with the scroll by less the farther it is from the finger,
/// then springs back: the bubbles far from the finger trail behind and catch up.
class SpringyFlowLayout: UICollectionViewFlowLayout {
    private var animator: UIDynamicAnimator!
    /// The items that have a spring.
    private var sprung = Set<IndexPath>()
    /// How far the last bounds change scrolled, for items that get their spring mid-scroll.
    private var lastDelta: CGFloat = 0

    override init() {
        super.init()
        itemSize = CGSize(width: 335, height: 44)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        animator = UIDynamicAnimator(collectionViewLayout: self)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        // Springs for the items in and around the visible area only.
        let near = collectionView.bounds.insetBy(dx: -100, dy: -100)
        let placed = super.layoutAttributesForElements(in: near) ?? []
        let nearPaths = Set(placed.map { $0.indexPath })
        for behavior in animator.behaviors {
            guard let spring = behavior as? UIAttachmentBehavior,
                  let item = spring.items.first as? UICollectionViewLayoutAttributes,
                  !nearPaths.contains(item.indexPath) else { continue }
            animator.removeBehavior(spring)
            sprung.remove(item.indexPath)
        }
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for attributes in placed where !sprung.contains(attributes.indexPath) {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            if lastDelta != 0 {
                attributes.center.y += lag(of: lastDelta, at: attributes.center, touch: touch)
            }
            animator.addBehavior(spring)
            sprung.insert(attributes.indexPath)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        lastDelta = delta
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for behavior in animator.behaviors {
            guard let spring = behavior as? UIAttachmentBehavior,
                  let item = spring.items.first as? UICollectionViewLayoutAttributes else { continue }
            item.center.y += lag(of: delta, at: spring.anchorPoint, touch: touch)
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }

    /// How far an item at `point` is carried along by a scroll of `delta`: a share that grows
    /// with its distance from the finger (all of it 1500 pt away), never more than the scroll.
    private func lag(of delta: CGFloat, at point: CGPoint, touch: CGPoint) -> CGFloat {
        let distance = abs(touch.x - point.x) + abs(touch.y - point.y)
        let share = delta * distance / 1500
        return delta < 0 ? max(delta, share) : min(delta, share)
    }
}

/// A bubble of text, left for received messages and right for sent ones.
class BubbleCell: UICollectionViewCell {
    let bubble = UIView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubble.layer.cornerRadius = 18
        contentView.addSubview(bubble)
        label.font = .systemFont(ofSize: 17)
        bubble.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func show(_ text: String, sent: Bool) {
        label.text = text
        label.textColor = sent ? .white : .black
        bubble.backgroundColor = sent ? .systemBlue : UIColor(white: 0.9, alpha: 1)
        let width: CGFloat = 230
        bubble.frame = CGRect(x: sent ? contentView.bounds.width - width : 0, y: 0, width: width, height: contentView.bounds.height)
        label.frame = bubble.bounds.insetBy(dx: 14, dy: 0)
    }
}

class MessagesViewController: UICollectionViewController {
    let messages = (1...60).map { "Message \($0)" }

    init() {
        super.init(collectionViewLayout: SpringyFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(BubbleCell.self, forCellWithReuseIdentifier: "Bubble")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Bubble", for: indexPath) as! BubbleCell
        cell.show(messages[indexPath.item], sent: indexPath.item % 3 == 1)
        return cell
    }
}

